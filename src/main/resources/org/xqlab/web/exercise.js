/*
 * Xiangqi Lab — the exercise page's script. Plain JavaScript, no library, no network.
 * The student marks branches and types answers; the page checks them against what the exporter
 * (org.xqlab.web, Java) wrote into window.XQLAB_DATA from the classroom's own exercise and its grading
 * rules, and shows the classroom's explanations, in English or Chinese.
 */
(function () {
  "use strict";

  var D = window.XQLAB_DATA;
  var COL = 52;
  var ROW = 64;
  var PAD = 30;
  var lang = 0;
  var marked = {};
  var checked = false;
  var els = { nodes: [], edges: [], marks: [] };

  var $ = XQ.$, el = XQ.el;
  var words = XQ.words(D, function () { return lang; }), word = words.word, pick = words.pick;

  var hasBranches = D.branches.length > 0;

  function build() {
    var app = $("app");
    var grid = el("div", { class: "grid noboard" }, app);
    var treeBox = el("section", { id: "tree-box", class: "box" }, grid);
    el("h2", { "data-t": "tree" }, treeBox);
    if (hasBranches) {
      el("p", { "data-t": "markTip", class: "keys" }, treeBox);
    }
    var tree = el("div", { id: "tree" }, treeBox);
    var qBox = el("section", { id: "code-box", class: "box" }, grid);
    el("div", { id: "questions", class: "questions" }, qBox);
    var c = el("div", { class: "controls" }, qBox);
    el("button", { id: "check", type: "button", "data-t": "check" }, c);
    el("button", { id: "clear", type: "button", "data-t": "clear" }, c);
    el("div", { id: "score", role: "status", "aria-live": "polite" }, qBox);
    buildTree(tree);
    buildQuestions();
    $("check").addEventListener("click", function () {
      checked = true;
      grade();
    });
    $("clear").addEventListener("click", function () {
      marked = {};
      checked = false;
      Array.prototype.forEach.call(document.querySelectorAll(".q input"), function (i) {
        i.value = "";
      });
      grade();
    });
  }

  function buildTree(host) {
    var max = XQ.extent(D.nodes);
    var maxX = max.x;
    var maxY = max.y;
    var w = maxX * COL + 2 * PAD;
    var h = maxY * ROW + 2 * PAD;
    var k = Math.max(0.6, Math.min(1, (host.clientWidth || w) / w));
    var svg = el("svg:svg", {
      width: String(Math.floor(w * k)), height: String(Math.floor(h * k)), viewBox: "0 0 " + w + " " + h, role: "img"
    }, host);
    var edges = el("svg:g", {}, svg);
    var nodes = el("svg:g", {}, svg);
    var grid = { col: COL, row: ROW, pad: PAD };
    D.nodes.forEach(function (n, i) {
      var drawn = XQ.node(D.nodes, i, grid, { edges: edges, nodes: nodes }, "node s-d", 30);
      var g = drawn.g;
      if (drawn.edge) {
        els.edges[i] = drawn.edge;
        /* the pruning mark: a short stroke across the middle of the edge */
        var mx = (Number(drawn.edge.getAttribute("x1")) + drawn.x) / 2;
        var my = (Number(drawn.edge.getAttribute("y1")) + drawn.y - 12) / 2;
        els.marks[i] = el("svg:path", {
          class: "mark", d: "M" + (mx - 7) + "," + (my - 5) + " L" + (mx + 7) + "," + (my + 5)
        }, edges);
      }
      var name = el("svg:text", { class: "name", y: "-24" }, g);
      var val = el("svg:text", { class: "val", y: "1" }, g);
      val.textContent = n.v || "";
      if (hasBranches && n.p >= 0) {
        g.addEventListener("click", function () {
          marked[i] = !marked[i];
          grade();
        });
      }
      els.nodes[i] = { g: g, name: name };
    });
  }

  function buildQuestions() {
    var host = $("questions");
    D.questions.forEach(function (q, k) {
      var div = el("div", { class: "q", id: "q" + q.number }, host);
      el("div", { class: "prompt" }, div);
      var inputs = el("div", {}, div);
      if (q.type === "window") {
        el("span", { "data-t": "alpha" }, inputs);
        el("input", { type: "text", inputmode: "text", "aria-label": "alpha", id: "q" + q.number + "-a" }, inputs);
        el("span", { "data-t": "beta" }, inputs);
        el("input", { type: "text", inputmode: "text", "aria-label": "beta", id: "q" + q.number + "-b" }, inputs);
      } else if (q.type !== "pruned_branches") {
        el("input", { type: "text", id: "q" + q.number + "-a", "aria-label": "answer" }, inputs);
      }
      el("div", { class: "verdict" }, div);
      q.index = k;
    });
  }

  /* Reads a bound as the classroom does: a whole number, or −∞ / +∞ / ∞ / inf; NaN when unreadable, null when blank. */
  function bound(text) {
    var t = (text || "").trim().replace(/\u2212/g, "-").replace(/\uff0b/g, "+").replace(/\uff0d/g, "-")
      .toLowerCase().replace("infinity", "∞").replace("inf", "∞");
    if (t === "") {
      return null;
    }
    if (t === "∞" || t === "+∞") {
      return D.infinity;
    }
    if (t === "-∞") {
      return -D.infinity;
    }
    return /^[+-]?\d+$/.test(t) ? parseInt(t.replace("+", ""), 10) : NaN;
  }

  function problem(text) {
    var v = bound(text);
    if (v === null) {
      return word("noAnswer");
    }
    if (isNaN(v)) {
      return "'" + text.trim() + "' " + word("badNumber");
    }
    return null;
  }

  function grade() {
    var right = 0;
    var total = 0;
    els.nodes.forEach(function (n, i) {
      n.name.textContent = pick(D.nodes[i].m);
      if (els.marks[i]) {
        els.marks[i].style.display = marked[i] ? "" : "none";
        els.edges[i].setAttribute("class", "edge" + (marked[i] ? " x" : ""));
      }
      n.g.classList.toggle("marked", !!marked[i]);
    });
    D.questions.forEach(function (q) {
      var div = $("q" + q.number);
      div.querySelector(".prompt").textContent = q.number + ". " + pick(q.prompt);
      var v = div.querySelector(".verdict");
      var lines = [];
      var ok = true;
      if (q.type === "pruned_branches") {
        D.branches.forEach(function (b) {
          var m = !!marked[b.n];
          var counts = b.kind === "P" || m;
          if (!counts) {
            return;
          }
          var good = b.kind === "P" ? m : b.kind === "b";
          total += 1;
          right += good ? 1 : 0;
          ok = ok && good;
          lines.push((good ? "✔ " : "✘ ") + pick(b.name) + ": " + word(m ? "marked" : "notMarked") + " — " + pick(b.why));
        });
      } else {
        var a = $("q" + q.number + "-a").value;
        var good;
        var why = null;
        if (q.type === "window") {
          var bb = $("q" + q.number + "-b").value;
          why = problem(a) || problem(bb);
          good = !why && bound(a) === q.expect[0] && bound(bb) === q.expect[1];
        } else if (q.type === "value") {
          why = problem(a);
          good = !why && bound(a) === q.expect[0];
        } else {
          good = a.trim() === q.expect[0];
        }
        total += 1;
        right += good ? 1 : 0;
        ok = good;
        lines.push((good ? "✔ " + word("right") : "✘ " + word("wrong") + " — " + word("expected", pick(q.answer)))
          + (why ? "\n" + why : "") + "\n" + pick(q.why));
      }
      div.className = "q" + (checked ? (ok ? " right" : " wrong") : "");
      v.className = "verdict" + (ok ? " right" : " wrong");
      v.textContent = checked ? lines.join("\n") : "";
    });
    $("score").textContent = checked ? word("score", right, total) : "";
  }

  function setLang(l) {
    lang = l;
    XQ.relabel(D, l, words);
    $("legend").textContent = "";
    grade();
  }

  build();
  setLang(/^zh/i.test(navigator.language || "") ? 1 : 0);
  $("lang").addEventListener("click", function () { setLang(1 - lang); });
}());
