r = "%{if obj["tags"]["team"] == boolstr ? reverse(nested[0]) : t ? nested[0] : strs == chunklist(chunklist(nested[0], 2), 0)}yes%{else}no%{endif}"
