r = "${smap.nope}%{if !t}yes%{else}no%{endif}${timeadd("2024-01-31T00:00:00Z", "24h10m5s")}"
