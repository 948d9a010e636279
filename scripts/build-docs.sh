graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

#graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

!graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

#graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ygraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

:graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

'graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

#graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ygraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

wgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

wgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

,graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

`graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

`graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

wgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

wgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

(graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

kgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

kgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

)graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

#graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

:graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

(graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

)graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

$graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

(graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

$graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

0graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

)graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

=graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ygraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

$graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

kgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

$graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

wgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

\graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Xgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

wgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ygraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Xgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

wgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ygraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Xgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

wgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

$graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

>graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

#graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Kgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ygraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

'graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

(graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

xgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

)graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

,graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ygraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

$graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

'graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

*graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ygraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

jgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

'graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

!graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

'graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

*graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

'graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

\graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ygraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

$graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

\graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

kgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ygraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

mgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

Cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

\graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

kgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

fgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

vgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

\graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

pgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

tgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

\graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

wgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ngraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ggraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

agraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

-graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

rgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

egraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

hgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

:graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

 graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

.graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

bgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ugraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

igraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

lgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

/graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

dgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

ographs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

cgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

sgraphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

"graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/


graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's (and its extensions').
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

