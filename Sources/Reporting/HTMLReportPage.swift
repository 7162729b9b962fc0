import Foundation

/// The fixed parts of `HTMLReport`'s page: its style, its markup and its script, which draws the
/// chosen step's windows as SVG from the page's data.
enum HTMLReportPage {
  static let head = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>SceneSim report</title>
    <style>
    body { font: 13px -apple-system, Helvetica, Arial, sans-serif; margin: 0; display: flex; height: 100vh; color: #1c1c1e; }
    nav { width: 300px; overflow: auto; border-right: 1px solid #d1d1d6; padding: 8px; box-sizing: border-box; }
    main { flex: 1; overflow: auto; padding: 12px; }
    ul { list-style: none; margin: 0; padding: 0; }
    li { padding: 3px 6px; border-radius: 4px; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    li.chosen { background: #007aff; color: #fff; }
    li.fail::before { content: "✘ "; color: #ff3b30; }
    li.pass::before { content: "✔ "; color: #34c759; }
    li.chosen.fail::before, li.chosen.pass::before { color: #fff; }
    h2 { font-size: 15px; margin: 4px 0 8px; }
    h3 { font-size: 13px; margin: 12px 0 4px; }
    pre { background: #f2f2f7; padding: 8px; border-radius: 6px; overflow: auto; font-size: 12px; }
    svg { border: 1px solid #c7c7cc; background: #fff; margin: 4px 8px 4px 0; max-width: 100%; height: auto; }
    .panels { display: flex; flex-wrap: wrap; align-items: flex-start; }
    .panel { display: inline-block; }
    .hint { color: #8e8e93; font-size: 12px; }
    </style>
    </head>
    <body>

    """

  static let body = """
    <nav>
    <label><input type="checkbox" id="failures"> failures only</label>
    <ul id="scripts"></ul>
    <h3 id="steps-title">Steps</h3>
    <ul id="steps"></ul>
    </nav>
    <main>
    <h2 id="title"></h2>
    <div class="hint">← → choose a step, ↑ ↓ a script; hover a box for its path, kind, frame and makers. On the screen: each window's frame (blue) and resize anchor (orange); in a window, its unsafe bands (yellow).</div>
    <div id="screen"></div>
    <div id="windows" class="panels"></div>
    <div id="reverts"></div>
    <h3>Events</h3>
    <pre id="events"></pre>
    </main>
    <script>
    "use strict";
    const data = JSON.parse(document.getElementById("data").textContent);
    const S = data.strings;
    const NS = "http://www.w3.org/2000/svg";
    let script = 0, step = 0, failuresOnly = false;

    function element(name, attributes, parent) {
      const node = document.createElementNS(NS, name);
      for (const key in attributes) node.setAttribute(key, attributes[key]);
      if (parent) parent.appendChild(node);
      return node;
    }

    // One view: [x, y, w, h, depth, label, title, hasID].
    function drawView(svg, v, style) {
      const g = element("g", { class: "view" }, svg);
      const title = element("title", {}, g);
      title.textContent = S[v[6]];
      const shade = Math.min(0.04 + v[4] * 0.012, 0.35);
      const fill = style.fill || (v[7] ? "rgba(0,122,255," + (shade * 2).toFixed(3) + ")" : "rgba(60,60,67," + shade.toFixed(3) + ")");
      const rect = { x: v[0], y: v[1], width: v[2], height: v[3], fill: fill, stroke: style.stroke || (v[7] ? "#007aff" : "#8e8e93"), "stroke-width": style.width || 1 };
      if (style.dash) rect["stroke-dasharray"] = style.dash;
      element("rect", rect, g);
      return g;
    }

    // Labels: views with ids first, then the others, one per place (nested views that share a
    // corner would write over each other).
    function label(svg, views, groups) {
      const taken = new Set();
      const order = views.map((v, i) => i).sort((a, b) => views[b][7] - views[a][7] || a - b);
      for (const i of order) {
        const v = views[i];
        const key = Math.round(v[0]) + "," + Math.round(v[1]);
        if (v[2] < 24 || v[3] < 12 || taken.has(key)) continue;
        taken.add(key);
        const text = element("text", { x: v[0] + 3, y: v[1] + 11, fill: "#1c1c1e", "font-size": 11 }, groups[i]);
        text.textContent = S[v[5]].slice(0, Math.floor(v[2] / 6));
      }
    }

    function drawWindow(width, height, views, label_, extra, shownWidth) {
      const panel = document.createElement("div");
      panel.className = "panel";
      const caption = document.createElement("div");
      caption.textContent = label_;
      panel.appendChild(caption);
      const svg = element("svg", { class: "window", viewBox: "0 0 " + width + " " + height, width: Math.min(width, shownWidth || 900) }, null);
      element("rect", { class: "frame", x: 0, y: 0, width: width, height: height, fill: "#fff", stroke: "#333", "stroke-width": 2 }, svg);
      label(svg, views, views.map(v => drawView(svg, v, {})));
      if (extra) extra(svg);
      panel.appendChild(svg);
      return panel;
    }

    function pathOf(v) { return S[v[6]].split("\\n")[0]; }

    function show() {
      const scripts = data.scripts;
      const list = document.getElementById("scripts");
      list.textContent = "";
      scripts.forEach((s, i) => {
        if (failuresOnly && s.passed) return;
        const li = document.createElement("li");
        li.className = (s.passed ? "pass" : "fail") + (i === script ? " chosen" : "");
        li.textContent = s.title + " (" + s.file + ")";
        li.dataset.script = i;
        li.onclick = () => { script = i; step = 0; show(); };
        list.appendChild(li);
      });
      const s = scripts[script];
      if (!s) return;
      document.getElementById("title").textContent = (s.passed ? "✔ " : "✘ ") + s.title + " — " + s.file;
      const steps = document.getElementById("steps");
      steps.textContent = "";
      s.steps.forEach((t, j) => {
        const li = document.createElement("li");
        li.className = (j === step ? "chosen" : "") + (t.reverts.length ? " fail" : "");
        li.textContent = j + ". " + t.label;
        li.onclick = () => { step = j; show(); };
        steps.appendChild(li);
      });
      const t = s.steps[step];
      const windows = document.getElementById("windows");
      windows.textContent = "";
      const reverts = document.getElementById("reverts");
      reverts.textContent = "";
      document.getElementById("events").textContent = t ? t.events.join("\\n") : "";
      if (!t) return;
      const shownWidth = t.reverts.length ? 320 : 900;
      // The device's screen with each window's frame and resize anchor on it.
      const screen = document.getElementById("screen");
      screen.textContent = "";
      if (t.screen[0] > 0) {
        const caption = document.createElement("div");
        caption.textContent = "screen " + t.screen[0] + "×" + t.screen[1] + ": " + t.windows.map(w => "window " + w.window + " at (" + w.frame.join(", ") + ")").join(", ");
        screen.appendChild(caption);
        const svg = element("svg", { class: "screen", viewBox: "0 0 " + t.screen[0] + " " + t.screen[1], width: 160 }, null);
        element("rect", { x: 0, y: 0, width: t.screen[0], height: t.screen[1], fill: "#1c1c1e", rx: 24 }, svg);
        for (const w of t.windows) {
          const f = w.frame;
          element("rect", { x: f[0], y: f[1], width: f[2], height: f[3], fill: "#f2f2f7", stroke: "#007aff", "stroke-width": 6 }, svg);
          element("circle", { cx: f[0] + w.anchor[0] * f[2], cy: f[1] + w.anchor[1] * f[3], r: 18, fill: "#ff9500" }, svg);
        }
        screen.appendChild(svg);
      }
      for (const w of t.windows) windows.appendChild(drawWindow(w.width, w.height, w.views, "window " + w.window, svg => {
        // The unsafe bands the root is laid out inside of.
        const [top, leading, bottom, trailing] = w.safeArea;
        const band = { fill: "rgba(255,204,0,0.25)" };
        if (top > 0) element("rect", Object.assign({ x: 0, y: 0, width: w.width, height: top }, band), svg);
        if (bottom > 0) element("rect", Object.assign({ x: 0, y: w.height - bottom, width: w.width, height: bottom }, band), svg);
        if (leading > 0) element("rect", Object.assign({ x: 0, y: 0, width: leading, height: w.height }, band), svg);
        if (trailing > 0) element("rect", Object.assign({ x: w.width - trailing, y: 0, width: trailing, height: w.height }, band), svg);
      }, shownWidth));
      for (const r of t.reverts) {
        const w = t.windows.find(x => x.window === r.window);
        if (!w) continue;
        const moved = new Set(r.actual.map(c => S[c[0]]));
        const before = w.views.filter(v => !moved.has(pathOf(v))).concat(r.expected.map(c => c[1]));
        const box = document.createElement("div");
        box.className = "revert";
        const heading = document.createElement("h3");
        heading.textContent = "Revert check failed at " + r.size + " in window " + r.window + ": the first layout, the layout on return, and both laid over each other";
        box.appendChild(heading);
        const panels = document.createElement("div");
        panels.className = "panels";
        panels.appendChild(drawWindow(w.width, w.height, before, "first layout", null, 320));
        panels.appendChild(drawWindow(w.width, w.height, w.views, "on return (moved views in red)", svg => {
          for (const c of r.actual) drawView(svg, c[1], { fill: "none", stroke: "#ff3b30", width: 3 });
        }, 320));
        panels.appendChild(drawWindow(w.width, w.height, [], "laid over each other (− orange, + red)", svg => {
          for (const c of r.expected) drawView(svg, c[1], { fill: "rgba(255,149,0,0.15)", stroke: "#ff9500", width: 3, dash: "12 6" });
          for (const c of r.actual) drawView(svg, c[1], { fill: "rgba(255,59,48,0.12)", stroke: "#ff3b30", width: 3 });
        }, 320));
        box.appendChild(panels);
        reverts.appendChild(box);
      }
      location.hash = "s=" + script + "&t=" + step;
    }

    document.getElementById("failures").onchange = event => {
      failuresOnly = event.target.checked;
      if (failuresOnly) { const first = data.scripts.findIndex(s => !s.passed); if (first >= 0) { script = first; step = 0; } }
      show();
    };
    document.addEventListener("keydown", event => {
      const s = data.scripts[script];
      if (event.key === "ArrowRight" && s && step < s.steps.length - 1) step += 1;
      else if (event.key === "ArrowLeft" && step > 0) step -= 1;
      else if (event.key === "ArrowDown" && script < data.scripts.length - 1) { script += 1; step = 0; }
      else if (event.key === "ArrowUp" && script > 0) { script -= 1; step = 0; }
      else return;
      event.preventDefault();
      show();
    });
    const wanted = /s=(\\d+)&t=(\\d+)/.exec(location.hash);
    if (wanted) { script = Math.min(+wanted[1], data.scripts.length - 1); step = +wanted[2]; }
    show();
    document.body.dataset.ready = "1";
    </script>
    </body>
    </html>

    """
}
