r = replace((<<-X
    %{for x in strs~}
    - ${x}
    %{~endfor}
  X
), "o", "L")
