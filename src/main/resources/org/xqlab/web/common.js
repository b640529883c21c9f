/*
 * Xiangqi Lab — helpers shared by the replay page (player.js) and the exercise page (exercise.js).
 * Inlined before the page's own script; plain JavaScript, no library, no network.
 */
/* exported XQ */
var XQ = (function () {
  "use strict";

  var SVG = "http://www.w3.org/2000/svg";

  function $(id) {
    return document.getElementById(id);
  }

  /* an element (or "svg:NAME" in the SVG namespace) with attributes, appended to parent if given */
  function el(tag, attrs, parent) {
    var e = tag.indexOf("svg:") === 0
      ? document.createElementNS(SVG, tag.substring(4))
      : document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      e.setAttribute(k, attrs[k]);
    });
    if (parent) {
      parent.appendChild(e);
    }
    return e;
  }

  /*
   * The page's words in the language lang() gives (0 English, 1 Chinese): word(key, args...) fills {0}, {1}…
   * of data.text's entry (a missing one shows as !key!); pick([english, chinese]) takes one of a pair.
   */
  function words(data, lang) {
    return {
      word: function (key) {
        var t = data.text[lang() === 1 ? "zh" : "en"][key];
        var args = Array.prototype.slice.call(arguments, 1);
        if (t === undefined) {
          return "!" + key + "!";
        }
        return t.replace(/\{(\d)\}/g, function (m, i) {
          return args[Number(i)];
        });
      },
      pick: function (pair) {
        return pair ? pair[lang()] : "";
      }
    };
  }

  /* a textbook node's outline: ▲ for MAX, ▼ for MIN, otherwise a rounded box w wide */
  function shape(g, type, w) {
    if (type === "max") {
      el("svg:path", { d: "M0,-15 L17,13 L-17,13 Z" }, g);
    } else if (type === "min") {
      el("svg:path", { d: "M0,15 L17,-13 L-17,-13 Z" }, g);
    } else {
      el("svg:rect", { x: String(-w / 2), y: "-15", width: String(w), height: "30", rx: "6" }, g);
    }
  }

  /*
   * Draws node i of a laid-out tree at column × grid.col and row × grid.row from grid.pad: the edge from
   * its parent into layers.edges (null at a root) and its group (class cls) into layers.nodes, with a hit
   * circle and its outline. Returns {x, y, g, edge}.
   */
  function node(nodes, i, grid, layers, cls, width) {
    var n = nodes[i];
    var x = grid.pad + n.x * grid.col;
    var y = grid.pad + n.y * grid.row;
    var edge = null;
    if (n.p >= 0) {
      var p = nodes[n.p];
      edge = el("svg:line", {
        class: "edge", x1: String(grid.pad + p.x * grid.col), y1: String(grid.pad + p.y * grid.row + 12),
        x2: String(x), y2: String(y - 12)
      }, layers.edges);
    }
    var g = el("svg:g", { class: cls, "data-i": String(i), transform: "translate(" + x + "," + y + ")" }, layers.nodes);
    el("svg:circle", { class: "hit", r: "24" }, g);
    shape(g, n.t, width);
    return { x: x, y: y, g: g, edge: edge };
  }

  /* Relabels the page in language l: its lang, title, the language button and every [data-t] element. */
  function relabel(data, l, words) {
    document.documentElement.lang = l === 1 ? "zh-CN" : "en";
    document.title = words.pick(data.title);
    $("title").textContent = words.pick(data.title);
    $("lang").textContent = words.word("lang");
    $("lang").title = words.word("langTip");
    Array.prototype.forEach.call(document.querySelectorAll("[data-t]"), function (e) {
      e.textContent = words.word(e.getAttribute("data-t"));
    });
  }

  /* the largest column and row the layout gives the nodes: {x, y} */
  function extent(nodes) {
    var max = { x: 0, y: 0 };
    nodes.forEach(function (n) {
      max.x = Math.max(max.x, n.x);
      max.y = Math.max(max.y, n.y);
    });
    return max;
  }

  return { $: $, el: el, words: words, relabel: relabel, extent: extent, node: node };
}());
