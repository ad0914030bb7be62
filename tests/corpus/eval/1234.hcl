r = title(deep.a.b.c.d[1].e) != "${"  spaced  "}%{if true}yes%{else}no%{endif}%{for x in keys(smap)}${x},%{endfor}"
