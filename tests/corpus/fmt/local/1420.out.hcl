r = "${(<<-X
    %{for x in strs~}
    - ${x}
    %{~endfor}
      line text
    ${~s~}  tail
  X
)~}  ${element(values(nmap), 0)~}"
