extension HTMLPage {
  /// The page's style.
  ///
  /// On a wide screen a stage of phones and a side column of chart and readouts; below 700 px
  /// wide everything stacks and the phones scale to the width. Every control has a fixed size,
  /// so nothing moves while scrubbing or playing.
  static let style = #"""
    :root { color-scheme: light; font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; --mono: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; }
    * { box-sizing: border-box; }
    body { margin: 0; background: #e9e9ee; color: #1c1c1e; height: 100vh; display: grid; grid-template-rows: auto minmax(0, 1fr) auto; overflow: hidden; }
    header { padding: 8px 16px; min-width: 0; }
    header h1 { font-size: 18px; margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    header p { margin: 2px 0 0; color: #6e6e73; font-size: 13px; }
    main { display: flex; gap: 16px; padding: 0 16px 8px; min-height: 0; min-width: 0; }
    #stage { flex: 0 1 auto; display: flex; gap: 12px; min-width: 0; height: 100%; }
    .phone { margin: 0; display: flex; flex-direction: column; min-height: 0; min-width: 0; height: 100%; }
    .phone figcaption { font-size: 13px; padding: 0 0 4px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .phone > svg { flex: none; height: min(100%, calc(52vw / var(--aspect))); width: auto; background: #fff; box-shadow: 0 2px 12px rgba(0,0,0,.15); border-radius: 12px; }
    .compare .phone > svg { height: min(100%, calc((58vw - 60px) / 2 / var(--aspect))); }
    #side { flex: 1 1 0; min-width: 0; overflow-y: auto; display: flex; flex-direction: column; gap: 8px; font-size: 12px; font-variant-numeric: tabular-nums; }
    #pane { flex: none; position: sticky; top: 0; z-index: 2; background: #e9e9ee; display: flex; flex-direction: column; gap: 6px; padding-bottom: 6px; box-shadow: 0 6px 6px -6px rgba(0,0,0,.18); }
    #keys { flex: none; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
    .key { background: #fff; border-radius: 8px; padding: 6px 10px; height: 58px; overflow: hidden; }
    .key .k { color: #6e6e73; font-size: 11px; display: block; white-space: nowrap; }
    .key .v { font-family: var(--mono); font-size: 17px; font-weight: 600; display: block; white-space: nowrap; overflow: hidden; }
    .key .v.changed { color: #c93400; }
    .compare .key .v { font-size: 13px; font-weight: 500; }
    .key .u { color: #6e6e73; font-size: 11px; font-weight: 400; }
    #chart-box { flex: none; position: relative; height: 340px; background: #fff; border-radius: 8px; touch-action: none; }
    #overview { flex: none; display: block; width: 100%; height: 22px; cursor: ew-resize; user-select: none; touch-action: none; }
    #overview text { font-size: 10px; fill: #6e6e73; }
    #chart .lane-label { font-size: 9px; }
    #chart { display: block; width: 100%; height: 100%; cursor: crosshair; user-select: none; }
    #chart text { font-size: 10px; fill: #6e6e73; }
    #chart .band-title { fill: #3c3c43; font-size: 11px; }
    #hover { flex: none; height: 16px; font-family: var(--mono); font-size: 11px; color: #3c3c43; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    #legend { flex: none; display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: 11px; color: #3c3c43; }
    #legend i { display: inline-block; width: 14px; height: 3px; vertical-align: middle; margin-right: 4px; }
    #legend i.m { width: 3px; height: 11px; }
    #legend i.dash { background: repeating-linear-gradient(90deg, #3c3c43 0 5px, transparent 5px 8px) !important; }
    #events { flex: none; height: 8.4em; overflow-y: auto; background: #fff; border-radius: 8px; padding: 6px 8px; font-family: var(--mono); font-size: 11px; line-height: 1.3; }
    .ev { white-space: pre-wrap; }
    .ev.event { color: #1c1c1e; }
    .ev.command { color: #0a5fb4; padding-left: 1.5ch; }
    .ev.step, .ev.none { color: #8e8e93; }
    .ev.call { color: #8944ab; }
    .ev.screen, .ev.refused { color: #1c1c1e; background: #fff6e0; }
    .ev.run { font-weight: 700; font-family: inherit; }
    .ev .tag { font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; font-size: 10px; background: #ff9500; color: #fff; border-radius: 3px; padding: 0 4px; }
    .ev .tag.bad { background: #ff3b30; }
    #diffs { flex: none; background: #fff; border-radius: 8px; padding: 6px 8px; display: flex; flex-wrap: wrap; gap: 4px; max-height: 10.5em; overflow-y: auto; }
    #diffs h3 { flex: 1 0 100%; margin: 0 0 2px; font-size: 12px; }
    .diff { font: inherit; font-size: 11px; text-align: left; border: 1px solid #d1d1d6; background: #f7f7f9; border-radius: 6px; padding: 3px 6px; cursor: pointer; }
    .diff.differs { border-color: #ff3b30; background: #fff1f0; }
    #readout { flex: none; display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 8px; align-items: start; }
    .group { background: #fff; border-radius: 8px; padding: 6px 8px; min-width: 0; }
    .group summary { margin: 0 0 4px; font-size: 12px; font-weight: 700; cursor: pointer; }
    .group summary small { color: #8e8e93; font-weight: 400; }
    .group td.changed { color: #c93400; font-weight: 700; }
    .group td.changed::before { content: "● "; font-size: 7px; vertical-align: middle; }
    .group tr.differs { background: #fff1f0; }
    .group tr.differs td.d { color: #d70015; font-weight: 700; }
    .group tr.picked { background: #e5f1ff; outline: 2px solid #007aff; outline-offset: -2px; }
    .group td.d { width: 5.5em; color: #8e8e93; }
    .group table { width: 100%; border-collapse: collapse; table-layout: fixed; }
    .group th { text-align: left; font-weight: 400; padding: 1px 4px 1px 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .group th small { color: #8e8e93; margin-left: 6px; }
    .group td { text-align: right; font-family: var(--mono); width: 6.5em; padding: 1px 0; white-space: nowrap; overflow: hidden; }
    .group td.u { width: 2em; text-align: left; color: #8e8e93; padding-left: 4px; font-family: inherit; }
    .group tr + tr { border-top: 1px solid #f0f0f3; }
    footer { display: flex; align-items: center; gap: 8px; padding: 8px 16px; background: #f7f7f9; border-top: 1px solid #d1d1d6; min-width: 0; }
    footer button { flex: none; height: 30px; min-width: 36px; font: inherit; font-size: 13px; }
    #play { width: 6.5em; }
    #slider { flex: 1 1 auto; min-width: 0; }
    #clock { flex: none; width: 30ch; font-family: var(--mono); font-size: 12px; white-space: nowrap; overflow: hidden; }
    #goto { flex: none; width: 6em; height: 30px; font: inherit; font-family: var(--mono); font-size: 12px; }
    #inspect { width: 6.5em; }
    #inspect[aria-pressed="true"] { background: #007aff; color: #fff; border-color: #007aff; }
    .inspecting .phone > svg { outline: 2px solid #007aff; }
    #speed { flex: none; width: 5.5em; height: 30px; }
    @media (max-width: 700px) {
      body { height: auto; display: block; overflow-x: hidden; overflow-y: auto; }
      header { padding: 8px 10px; }
      main { flex-direction: column; padding: 0 10px 8px; gap: 10px; }
      #stage { height: auto; width: 100%; }
      .phone { flex: 1 1 0; height: auto; }
      .phone > svg, .compare .phone > svg { width: 100%; height: auto; max-width: none; }
      #side { overflow: visible; }
      #keys { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; }
      .key { height: 44px; padding: 4px 6px; }
      .key .k { font-size: 10px; overflow: hidden; text-overflow: ellipsis; }
      .key .v { font-size: 13px; }
      .compare .key { height: 52px; }
      .compare .key .v { font-size: 11px; }
      #chart-box { height: 230px; }
      #pane { top: 0; }
      #legend { display: none; }
      #readout { grid-template-columns: minmax(0, 1fr); }
      .group th small { display: none; }
      footer { position: sticky; bottom: 0; z-index: 3; flex-wrap: wrap; gap: 4px; padding: 6px 10px; }
      footer button { min-width: 32px; }
      #slider { order: 10; flex: 1 1 0; }
      #play, #inspect { width: 44px; }
      #play span, #inspect span { display: none; }
      #goto { width: 4.6em; }
      #speed { width: 4.2em; }
      #clock { order: 9; flex: none; width: 19ch; min-width: 0; font-size: 11px; line-height: 1.25; }
      #clock span { display: block; overflow: hidden; text-overflow: ellipsis; }
    }
    """#
}
