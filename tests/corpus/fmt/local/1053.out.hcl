r = t && !obj.enabled ? [(<<-X
    %{for x in strs~}
    - ${x}
    %{~endfor}
  ${words[2]}
      quote " and \n raw
  X
)] : [for x in ["true", empty, obj["tags"]["team"]] : "${x}!"]
