// ESLint settings for the web page's scripts (plain ES2017 in a classic <script>, no modules, no library).
// Not part of the build (no npm at build time); to lint by hand, from this folder: npx eslint .
// It needs nothing but ESLint itself: the rules are listed here rather than taken from a shared preset.
export default [
  {
    files: ["common.js", "player.js", "exercise.js"],
    languageOptions: {
      ecmaVersion: 2017,
      sourceType: "script",
      globals: { window: "readonly", document: "readonly", navigator: "readonly" }
    },
    rules: {
      "strict": ["error", "function"],
      "no-undef": "error",
      "no-unused-vars": "error",
      "no-redeclare": "error",
      "eqeqeq": "error",
      "curly": "error",
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
      "semi": ["error", "always"],
      "quotes": ["error", "double"],
      "indent": ["error", 2],
      "max-len": ["error", { "code": 130 }],
      "no-restricted-globals": ["error", "fetch", "XMLHttpRequest", "WebSocket", "EventSource"]
    }
  },
  {
    // the shared helpers of common.js, inlined before the page's own script
    files: ["player.js", "exercise.js"],
    languageOptions: { globals: { XQ: "readonly" } }
  }
];
