r = tobool(boolstr) ? "${~timeadd("2024-01-31T00:00:00Z", "-30m")}${min(0.5, 100)~}%{for k, v in { p = 1, q = "two" } }${k}=${v} %{endfor}" : (<<-EOT
    %{if t}yes%{endif}
  EOT
)
