r = "%{if fl ? true : false ? hasindex(smap, "a") : fl ? t : true}${s}%{else}%{endif}" != jsonencode((<<-EOT
      %{if fl}yes%{endif}
  EOT
))
