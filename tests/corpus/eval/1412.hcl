r = concat([tostring(false), fl ? obj.name : 2, "%{for k, v in obj.tags}${k}=${v} %{endfor}$${esc}${nums.2}"], split(",", format("%t %s", big, t)))
