r = (<<-EOT
    ${~s~}  tail
      line text
  EOT
)
