a = "${x} %{if y}${z.w}%{endif} %{for i in zs}${i}${q}%{endfor}"
