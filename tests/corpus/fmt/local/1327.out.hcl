r = sethaselement(toset(["%{if true}on%{endif}", (<<-EOT
    %{if t}yes%{endif}
      %{for x in strs~}
      - ${x}
      %{~endfor}
  EOT
)]), "plain")
