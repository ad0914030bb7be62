r = <<-EOT
      ${~s~}  tail
    quote " and \n raw
  %{if obj.enabled}yes%{endif}
  EOT

