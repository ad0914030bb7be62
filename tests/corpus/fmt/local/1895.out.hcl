r = <<-EOT
      %{for x in strs~}
      - ${x}
      %{~endfor}
    ${~s~}  tail
  EOT

