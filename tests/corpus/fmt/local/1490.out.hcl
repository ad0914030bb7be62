r = [(<<-END
    quote " and \n raw
  ${~s~}  tail
      line text
  END
), "%{for k, v in { p = 1, q = "two" } }${k}=${v} %{endfor}%{for k, v in smap}${k}=${v} %{endfor}${csv}"]
