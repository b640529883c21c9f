/*
 * Xiangqi Lab — the replay page's script. Plain JavaScript, no library, no network.
 * It only shows what the exporter (org.xqlab.web, Java) wrote into window.XQLAB_DATA:
 * frames with their captions, pseudocode lines, variables and node changes, in English and Chinese.
 */
(function () {
  "use strict";

  var D = window.XQLAB_DATA;
  var COL = D.mode === "search" ? 66 : 52;
  var ROW = D.mode === "search" ? 54 : 64;
  var PAD = 30;
  var GLYPHS = {
    K: "帥", A: "仕", B: "相", E: "相", N: "傌", H: "傌", R: "俥", C: "炮", P: "兵",
    k: "將", a: "士", b: "象", e: "象", n: "馬", h: "馬", r: "車", c: "砲", p: "卒"
  };

  var lang = 0;
  /* the score view, as the analysis window offers them: 0 Red's view (its default), 1 the root side's, 2 negamax; */
  /* the page opens in the view the exporting window showed */
  var view = D.view && D.view.start !== undefined ? D.view.start : 0;
  var cur = 0;
  var by = "n";
  var selected = -1;
  var state = { status: [], label: [], details: [], scored: [] };
  var els = {};

  var $ = XQ.$, el = XQ.el;
  var words = XQ.words(D, function () { return lang; }), word = words.word, pick = words.pick;

  /* ---------- layout ---------- */

  function build() {
    var app = $("app");
    app.innerHTML = "";
    el("div", { id: "caption", role: "status", "aria-live": "polite" }, app);
    var c = el("div", { class: "controls" }, app);
    [["btn-start", "start"], ["btn-back", "back"], ["btn-next", "next"], ["btn-end", "end"]].forEach(function (b) {
      el("button", { id: b[0], type: "button", "data-t": b[1] }, c);
    });
    var seg = el("span", { class: "seg", role: "radiogroup" }, c);
    el("span", { "data-t": "stepBy", class: "keys" }, seg).style.marginRight = "6px";
    ["n", "c", "i"].forEach(function (k) {
      var input = el("input", { type: "radio", name: "by", id: "by-" + k, value: k }, seg);
      if (k === by) {
        input.checked = true;
      }
      el("label", { for: "by-" + k, "data-t": "by." + k }, seg);
      input.addEventListener("change", function () {
        by = k;
      });
    });
    if (D.view) {
      var v = el("label", { class: "view" }, c);
      el("span", { id: "view-title" }, v);
      var sel = el("select", { id: "view" }, v);
      D.view.names.forEach(function (n, k) {
        el("option", { value: String(k) }, sel);
      });
      sel.addEventListener("change", function () {
        view = Number(sel.value);
        setLang(lang);
      });
    }
    el("input", { id: "slider", type: "range", min: "0", max: String(D.frames.length - 1), value: "0" }, c);
    el("span", { id: "position" }, c);
    el("span", { class: "keys", "data-t": "keys" }, c);

    var grid = el("div", { class: "grid" + (D.mode === "search" ? "" : " noboard") }, app);
    if (D.mode === "search") {
      box(grid, "board-box", "board", "board");
    }
    box(grid, "tree-box", "tree", "tree");
    var code = box(grid, "code-box", "code", "code");
    el("div", { id: "step" }, code.parentNode);
    el("div", { id: "vars" }, code.parentNode);
    el("div", { id: "cond" }, code.parentNode);
    box(grid, "details-box", "details", "details");
    if (D.mode === "search") {
      box(grid, "killers-box", "killers", "killers");
      box(grid, "history-box", "history", "history");
    }
    buildTree();
    buildCode();

    $("btn-start").addEventListener("click", function () { go(0); });
    $("btn-end").addEventListener("click", function () { go(D.frames.length - 1); });
    $("btn-next").addEventListener("click", function () { step(1); });
    $("btn-back").addEventListener("click", function () { step(-1); });
    $("slider").addEventListener("input", function (e) { go(Number(e.target.value)); });
  }

  function box(parent, id, titleKey, bodyId) {
    var b = el("section", { id: id, class: "box" }, parent);
    el("h2", { "data-t": titleKey }, b);
    return el("div", { id: bodyId }, b);
  }

  /* ---------- the tree ---------- */

  function buildTree() {
    var max = XQ.extent(D.nodes);
    var maxX = max.x;
    var maxY = max.y;
    var svg = el("svg:svg", {
      width: String(maxX * COL + 2 * PAD),
      height: String(maxY * ROW + 2 * PAD),
      class: D.mode,
      role: "img"
    }, $("tree"));
    if (D.mode !== "search") {
      fit(svg, maxX * COL + 2 * PAD, maxY * ROW + 2 * PAD, $("tree"));
    }
    var edges = el("svg:g", {}, svg);
    var nodes = el("svg:g", {}, svg);
    els.edges = [];
    els.nodes = [];
    var grid = { col: COL, row: ROW, pad: PAD };
    D.nodes.forEach(function (n, i) {
      var drawn = XQ.node(D.nodes, i, grid, { edges: edges, nodes: nodes }, "node s-h", D.mode === "search" ? COL - 6 : 30);
      if (drawn.edge) {
        els.edges[i] = drawn.edge;
      }
      var g = drawn.g;
      var name = el("svg:text", { class: "name", y: D.mode === "search" ? "-6" : "-24" }, g);
      var val = el("svg:text", { class: "val", y: D.mode === "search" ? "8" : (n.t === "leaf" ? "0" : "3") }, g);
      g.addEventListener("click", function () {
        select(i);
      });
      els.nodes[i] = { g: g, name: name, val: val };
    });
  }

  /* a textbook tree shrinks (to 60 % at most) to fit a narrow screen; a search tree scrolls and follows */
  function fit(svg, w, h, host) {
    var room = host.clientWidth || w;
    var k = Math.max(0.6, Math.min(1, room / w));
    svg.setAttribute("viewBox", "0 0 " + w + " " + h);
    svg.setAttribute("width", String(Math.floor(w * k)));
    svg.setAttribute("height", String(Math.floor(h * k)));
    els.scale = k;
  }

  function select(i) {
    selected = i;
    els.nodes.forEach(function (n, k) {
      n.g.classList.toggle("sel", k === i);
    });
    showDetails();
  }

  function showDetails() {
    var d = $("details");
    if (selected < 0) {
      d.textContent = word("noNode");
      return;
    }
    var s = state.status[selected];
    if (!s || s === "h") {
      d.textContent = pick(D.nodes[selected].m) + "\n" + word("notYet");
      return;
    }
    var sc = state.scored[selected];
    if (sc) {
      d.textContent = (sign(selected) > 0 ? sc[3 + lang] : sc[6 + lang]).replace("{view}", pick(D.view.names[view]));
      return;
    }
    d.textContent = state.details[selected] ? state.details[selected][lang] : pick(D.nodes[selected].m);
  }

  /* +1 or -1: what turns a node's stored score (from its side to move) into the chosen view */
  function sign(i) {
    var side = D.nodes[i].sd;
    if (side === undefined || view === 2) {
      return 1;
    }
    return side === (view === 0 ? 0 : D.rootSide) ? 1 : -1;
  }

  /* ---------- the pseudocode ---------- */

  function buildCode() {
    var code = $("code");
    els.lines = D.listing.lines.map(function (l) {
      var div = el("div", { class: "line" + (l[4] === 0 ? " off" : "") }, code);
      div.style.paddingLeft = (4 + l[0] * 14) + "px";
      div.appendChild(document.createTextNode(l[1]));
      var cm = el("span", { class: "cm" }, div);
      div.cm = cm;
      return div;
    });
  }

  /* ---------- the board ---------- */

  function line(svg, x1, y1, x2, y2) {
    el("svg:line", { x1: String(x1), y1: String(y1), x2: String(x2), y2: String(y2), stroke: "#7a5a2a" }, svg);
  }

  function drawBoard(index) {
    var node = index >= 0 ? D.nodes[index] : null;
    var host = $("board");
    if (!host) {
      return;
    }
    host.innerHTML = "";
    var s = 36;
    var svg = el("svg:svg", { viewBox: "0 0 " + (9 * s) + " " + (10 * s), role: "img" }, host);
    var gx = function (f) { return s / 2 + f * s; };
    var gy = function (r) { return s / 2 + r * s; };
    el("svg:rect", { x: "0", y: "0", width: String(9 * s), height: String(10 * s), fill: "#f3dfb4" }, svg);
    var i;
    for (i = 0; i < 10; i++) {
      line(svg, gx(0), gy(i), gx(8), gy(i));
    }
    for (i = 0; i < 9; i++) {
      var edge = i === 0 || i === 8;
      line(svg, gx(i), gy(0), gx(i), gy(edge ? 9 : 4));
      if (!edge) {
        line(svg, gx(i), gy(5), gx(i), gy(9));
      }
    }
    [[3, 0, 5, 2], [5, 0, 3, 2], [3, 7, 5, 9], [5, 7, 3, 9]].forEach(function (d) {
      line(svg, gx(d[0]), gy(d[1]), gx(d[2]), gy(d[3]));
    });
    if (!node || !node.b) {
      return;
    }
    if (node.a) {
      [[node.a[0], node.a[1]], [node.a[2], node.a[3]]].forEach(function (p) {
        el("svg:rect", {
          class: "into", x: String(gx(p[0]) - s / 2), y: String(gy(p[1]) - s / 2), width: String(s), height: String(s)
        }, svg);
      });
    }
    node.b.split("/").forEach(function (row, r) {
      var f = 0;
      row.split("").forEach(function (ch) {
        if (ch >= "1" && ch <= "9") {
          f += Number(ch);
          return;
        }
        var red = ch === ch.toUpperCase();
        var g = el("svg:g", { class: "piece " + (red ? "red" : "black") }, svg);
        el("svg:circle", { cx: String(gx(f)), cy: String(gy(r)), r: String(s * 0.44) }, g);
        var t = el("svg:text", { x: String(gx(f)), y: String(gy(r)) }, g);
        t.textContent = GLYPHS[ch] || ch;
        f += 1;
      });
    });
    var kids = [];
    D.nodes.forEach(function (n, i2) {
      if (n.p === index && n.a && state.status[i2] && state.status[i2] !== "h") {
        kids.push(n);
      }
    });
    kids.forEach(function (n, k) {
      var x1 = gx(n.a[0]);
      var y1 = gy(n.a[1]);
      var x2 = gx(n.a[2]);
      var y2 = gy(n.a[3]);
      var len = Math.sqrt((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)) || 1;
      var ux = (x2 - x1) / len;
      var uy = (y2 - y1) / len;
      var ex = x2 - ux * 10;
      var ey = y2 - uy * 10;
      var last = k === kids.length - 1;
      el("svg:path", {
        class: "arrow" + (last ? " last" : ""),
        d: "M" + x1 + "," + y1 + " L" + ex + "," + ey +
          " M" + (ex - uy * 7 - ux * 6) + "," + (ey + ux * 7 - uy * 6) + " L" + (x2 - ux * 2) + "," + (y2 - uy * 2) +
          " L" + (ex + uy * 7 - ux * 6) + "," + (ey - ux * 7 - uy * 6)
      }, svg);
    });
  }

  /* ---------- frames ---------- */

  function apply(f) {
    f.u.forEach(function (c) {
      state.status[c[0]] = c[1];
      if (c[2] !== null && c[2] !== undefined) {
        state.label[c[0]] = c[2];
        /* a finished node's score comes as stored and turned: [i, status, label, en, zh, label, en, zh] */
        state.scored[c[0]] = c.length > 5 ? c : undefined;
      }
      if (c.length > 3) {
        state.details[c[0]] = [c[3], c[4]];
      }
    });
  }

  function go(target) {
    var t = Math.max(0, Math.min(D.frames.length - 1, target));
    if (t < cur || state.status.length === 0) {
      state = { status: [], label: [], details: [], scored: [] };
      cur = -1;
    }
    while (cur < t) {
      cur += 1;
      apply(D.frames[cur]);
    }
    show();
  }

  /* one step of the chosen kind forward (+1) or back (-1); a node step is any frame */
  function step(dir) {
    var i = cur + dir;
    while (i > 0 && i < D.frames.length - 1 && by !== "n" && D.frames[i].k !== by) {
      i += dir;
    }
    go(i);
  }

  function show() {
    var f = D.frames[cur];
    var cap = $("caption");
    cap.textContent = pick(f.c);
    cap.classList.toggle("cut", f.k === "c");
    $("slider").value = String(cur);
    $("position").textContent = word("frame", cur + 1, D.frames.length);
    els.nodes.forEach(function (n, i) {
      var s = state.status[i] || "h";
      n.g.setAttribute("class", "node s-" + s + (i === selected ? " sel" : ""));
      var label = state.label[i] || "";
      if (state.scored[i]) {
        label = state.scored[i][sign(i) > 0 ? 2 : 5];
      }
      if (Array.isArray(label)) { /* a text that differs by language (a rule win): [en, zh] */
        label = label[lang];
      }
      if (D.nodes[i].f) {
        n.name.textContent = label;
        n.val.textContent = "";
      } else {
        n.name.textContent = pick(D.nodes[i].m);
        n.val.textContent = label + (s === "k" ? " ✂" : "");
      }
      if (els.edges[i]) {
        els.edges[i].style.display = s === "h" ? "none" : "";
        els.edges[i].setAttribute("class", "edge" + (s === "x" ? " x" : ""));
      }
    });
    els.lines.forEach(function (l, i) {
      l.classList.toggle("hl", f.L.indexOf(i) >= 0);
    });
    $("step").textContent = pick(D.S[f.s]);
    $("vars").textContent = pick(f.v);
    /* a search's condition depends on the score view: one text per view */
    $("cond").textContent = pick(D.S[Array.isArray(f.w) ? f.w[view] : f.w]);
    if (f.L.length) {
      scrollInto($("code"), els.lines[f.L[0]]);
    }
    if (f.n >= 0 && els.nodes[f.n]) {
      scrollTree(f.n);
    }
    drawBoard(f.n >= 0 ? f.n : rootOf());
    showKillers(f);
    showHistory();
    showDetails();
  }

  /* before the first node is entered: the root's board (the position searched), from the first step */
  function rootOf() {
    for (var i = 0; i < D.nodes.length; i++) {
      if (D.nodes[i].p < 0 && D.nodes[i].b) {
        return i;
      }
    }
    return -1;
  }

  function scrollInto(box, line) {
    var top = line.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - 20) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }

  /* the current node in view, and the path from the root to it wherever that path fits the box */
  function scrollTree(i) {
    var box = $("tree");
    var k = els.scale || 1;
    var xs = [];
    var ys = [];
    var ws = [];
    var hs = [];
    for (var j = i; j >= 0; j = D.nodes[j].p) {
      xs.push((PAD + D.nodes[j].x * COL) * k);
      ys.push((PAD + D.nodes[j].y * ROW) * k);
      /* how far the node reaches round its centre as drawn now (its texts may be wider than a cell) */
      var b = els.nodes[j] ? els.nodes[j].g.getBBox() : null;
      ws.push(Math.max(20, COL * k / 2, b ? Math.max(-b.x, b.x + b.width) * k + 4 : 0));
      hs.push(Math.max(20, ROW * k / 2, b ? Math.max(-b.y, b.y + b.height) * k + 4 : 0));
    }
    keepInView(box, "scrollLeft", box.clientWidth, xs, ws);
    keepInView(box, "scrollTop", box.clientHeight, ys, hs);
  }

  /* scrolls one way so the points (the current node first), each with its reach round it, are seen, if they fit */
  function keepInView(box, pos, view, at, reach) {
    var lo = Infinity;
    var hi = -Infinity;
    at.forEach(function (a, n) {
      lo = Math.min(lo, a - reach[n]);
      hi = Math.max(hi, a + reach[n]);
    });
    if (hi - lo <= view) {
      if (lo < box[pos]) {
        box[pos] = Math.max(0, lo);
      } else if (hi > box[pos] + view) {
        box[pos] = hi - view;
      }
    } else if (at[0] - reach[0] < box[pos] || at[0] + reach[0] > box[pos] + view) {
      box[pos] = Math.max(0, at[0] - view / 2);
    }
  }

  function table(host, head, rows, nowFrom) {
    host.innerHTML = "";
    var t = el("table", {}, host);
    var tr = el("tr", {}, t);
    head.forEach(function (h) {
      el("th", {}, tr).textContent = h;
    });
    rows.forEach(function (r, i) {
      var row = el("tr", { class: i < nowFrom ? "now" : "" }, t);
      r.forEach(function (v) {
        el("td", {}, row).textContent = String(v);
      });
    });
  }

  function showKillers(f) {
    var host = $("killers");
    if (!host) {
      return;
    }
    var rows = f.K === undefined ? [] : D.killers[f.K];
    if (!rows.length) {
      host.textContent = word("noKillers");
      return;
    }
    table(host, [word("ply"), word("k1"), word("k2")], rows, 0);
  }

  function showHistory() {
    var host = $("history");
    if (!host) {
      return;
    }
    var rows = [];
    var now = 0;
    for (var i = cur; i >= 0 && rows.length < 8; i--) {
      var h = D.frames[i].H || [];
      for (var k = h.length - 1; k >= 0 && rows.length < 8; k--) {
        rows.push(h[k]);
        if (i === cur) {
          now += 1;
        }
      }
    }
    if (!rows.length) {
      host.textContent = word("noHistory");
      return;
    }
    table(host, [word("move"), word("bonus"), word("value")], rows, now);
  }

  /* ---------- language ---------- */

  function setLang(l) {
    lang = l;
    XQ.relabel(D, l, words);
    $("info").textContent = pick(D.info);
    if (D.view) {
      $("view-title").textContent = pick(D.view.title) + " ";
      Array.prototype.forEach.call($("view").options, function (o, k) {
        o.textContent = pick(D.view.names[k]);
      });
      $("view").value = String(view);
      $("legend").textContent = word("viewLegend", pick(D.view.names[view]), pick(D.view.legends[view]));
    } else {
      $("legend").textContent = pick(D.legend);
    }
    els.lines.forEach(function (div, i) {
      var c = D.listing.lines[i][2 + l];
      div.cm.textContent = c ? "   // " + c : "";
    });
    try {
      window.localStorage.setItem("xqlab.lang", String(l));
    } catch (e) {
      /* a page opened from a file may have no storage: the choice then lasts until it is closed */
    }
    show();
  }

  function keys(e) {
    if (e.target && (e.target.tagName === "SELECT"
      || (e.target.tagName === "INPUT" && e.target.type !== "range" && e.target.type !== "radio"))) {
      return;
    }
    if (e.key === "ArrowRight" || e.key === " " || e.key === "Spacebar" || e.key === "PageDown") {
      step(1);
      e.preventDefault();
    } else if (e.key === "ArrowLeft" || e.key === "PageUp") {
      step(-1);
      e.preventDefault();
    } else if (e.key === "Home") {
      go(0);
      e.preventDefault();
    } else if (e.key === "End") {
      go(D.frames.length - 1);
      e.preventDefault();
    }
  }

  build();
  var start = 0;
  try {
    var saved = window.localStorage.getItem("xqlab.lang");
    start = saved !== null ? Number(saved) : (/^zh/i.test(navigator.language || "") ? 1 : 0);
  } catch (e) {
    start = /^zh/i.test(navigator.language || "") ? 1 : 0;
  }
  /* a page exported at a held or stepped-back moment opens there; a finished search at its first step */
  go(D.open === "end" ? D.frames.length - 1 : 0);
  setLang(start === 1 ? 1 : 0);
  $("lang").addEventListener("click", function () { setLang(1 - lang); });
  document.addEventListener("keydown", keys);
}());
