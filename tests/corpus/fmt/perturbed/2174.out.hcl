r = formatlist("%s!", concat(split("-", t ? "" : objs[0].name), split(",", "${u}%{if t}${s}%{else}no%{endif}${0}")))
