r = "${~replace("esc \n \t \" \\ \u00e9 \U0001F600", "o", "_")~}%{if !obj.enabled}yes%{else} no%{endif}%{if fl && hasindex(n, 0) || contains(keys(smap), strs[1])}yes%{else}no%{endif}"
