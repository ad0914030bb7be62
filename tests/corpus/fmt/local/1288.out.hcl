r = <<-EOT
      %{for x in strs~}
      - ${x}
      %{~endfor}
  ${~s~}  tail
      %{for x in strs~}
      - ${x}
      %{~endfor}
  EOT

