r = <<-EOT
  ${~s~}  tail
    %{for x in strs~}
    - ${x}
    %{~endfor}
      %{if fl}yes%{endif}
  EOT

