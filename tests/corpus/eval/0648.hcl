r = "${tonumber(numstr)}%{if fl}on%{endif}${true || t && nul == smap}"
