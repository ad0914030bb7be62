r = slice(["%{if t}on%{endif}%{if fl}on%{endif}%{for k, v in smap}${k}=${v} %{endfor}", format("%t %s", "", 3.25), fl ? strs[1] : objs[1].size], 0, 2)
