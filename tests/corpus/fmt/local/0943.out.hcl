r = <<-EOT
    %{for x in strs~}
    - ${x}
    %{~endfor}
  %{if obj.enabled}yes%{endif}
  ${zero}
  EOT

