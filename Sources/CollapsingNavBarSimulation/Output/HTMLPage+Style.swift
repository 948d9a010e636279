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
    #keys { flex: none; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
    .key { background: #fff; border-radius: 8px; padding: 6px 10px; height: 58px; overflow: hidden; }
    .key .k { color: #6e6e73; font-size: 11px; display: block; white-space: nowrap; }
    .key .v { font-family: var(--mono); font-size: 17px; font-weight: 600; display: block; white-space: nowrap; overflow: hidden; }
    .compare .key .v { font-size: 13px; font-weight: 500; }
    .key .u { color: #6e6e73; font-size: 11px; font-weight: 400; }
    #chart-box { flex: none; position: relative; height: 320px; background: #fff; border-radius: 8px; touch-action: none; }
    #chart { display: block; width: 100%; height: 100%; cursor: crosshair; user-select: none; }
    #chart text { font-size: 10px; fill: #6e6e73; }
    #chart .band-title { fill: #3c3c43; font-size: 11px; }
    #hover { flex: none; height: 16px; font-family: var(--mono); font-size: 11px; color: #3c3c43; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    #legend { flex: none; display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: 11px; color: #3c3c43; }
    #legend i { display: inline-block; width: 14px; height: 3px; vertical-align: middle; margin-right: 4px; }
    #legend i.m { width: 3px; height: 11px; }
    #legend i.dash { background: repeating-linear-gradient(90deg, #3c3c43 0 5px, transparent 5px 8px) !important; }
    #events { flex: none; height: 7.2em; overflow-y: auto; background: #fff; border-radius: 8px; padding: 6px 8px; white-space: pre-wrap; font-family: var(--mono); font-size: 11px; line-height: 1.3; }
    #readout { flex: none; display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 8px; align-items: start; }
    .group { background: #fff; border-radius: 8px; padding: 6px 8px; min-width: 0; }
    .group h3 { margin: 0 0 4px; font-size: 12px; }
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
    #clock { flex: none; width: 34ch; font-family: var(--mono); font-size: 12px; white-space: nowrap; overflow: hidden; }
    #speed { flex: none; width: 5.5em; height: 30px; }
    @media (max-width: 700px) {
      body { height: auto; display: block; overflow-x: hidden; overflow-y: auto; }
      header { padding: 8px 10px; }
      main { flex-direction: column; padding: 0 10px 8px; gap: 10px; }
      #stage { height: auto; width: 100%; }
      .phone { flex: 1 1 0; height: auto; }
      .phone > svg, .compare .phone > svg { width: 100%; height: auto; max-width: none; }
      #side { overflow: visible; }
      #keys { grid-template-columns: repeat(2, minmax(0, 1fr)); }
      #chart-box { height: 260px; }
      #readout { grid-template-columns: minmax(0, 1fr); }
      .group th small { display: none; }
      footer { position: sticky; bottom: 0; flex-wrap: wrap; padding: 6px 10px; }
      #slider { order: 10; flex: 1 0 100%; }
      #play { width: 44px; }
      #play span { display: none; }
      #clock { flex: 1 1 0; width: auto; min-width: 0; font-size: 11px; line-height: 1.25; }
      #clock span { display: block; overflow: hidden; text-overflow: ellipsis; }
    }
    """#
}
