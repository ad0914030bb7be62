r = (<<-EOT
    ${smap["b"]}
      ${objs[0].name}
    ${~s~}  tail
  EOT
)
