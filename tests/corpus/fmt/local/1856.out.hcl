r = "%{for i, x in slice([(<<-EOT
  %{for x in strs~}
  - ${x}
  %{~endfor}
    ${~s~}  tail
  line text
  EOT
)], 0, 2)~}${x},%{endfor}%{if contains(["x", "y"], nmap.x) ? log(n, 10) : 7 * nmap["y"] >= ceil(obj.ports[1]) % n}${n}%{endif}%{if can(abs())}${n}%{endif}"
