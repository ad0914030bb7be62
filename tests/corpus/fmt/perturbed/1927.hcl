r=sethaselement(toset(distinct(strs)) ,"%{for k, v in smap}${k}=${v} %{endfor}")
