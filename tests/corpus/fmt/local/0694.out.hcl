r = "${~contains(range(5, 0, -2), false ? tiny : 007) ? element(compact([]), 0) : (<<-EOT
      %{if t}yes%{endif}
    ${obj.name}
      ${boolstr}
  EOT
)}%{for k, v in smap}${k}=${v} %{endfor}"
