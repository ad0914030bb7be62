r = "%{if obj.enabled}${s}%{else}no%{endif}${"x-y-z"}%{for k, v in smap}${k}=${v} %{endfor}"
