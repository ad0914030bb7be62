r = <<-EOT
    line text
    %{for x in strs~}
    - ${x}
    %{~endfor}
  ${~s~}  tail
  EOT

