r = "${~ceil(-(obj.port)) >= nums[2]}%{for k, v in smap}${k}=${v} %{endfor}"
