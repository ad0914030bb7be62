r = sethaselement(toset(["esc \n \t \" \\ \u00e9 \U0001F600", obj["tags"]["team"]]), "%{for k, v in nmap}${k}=${v} %{endfor}")
