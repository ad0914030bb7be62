r = (<<-END
    %{for x in strs~}
    - ${x}
    %{~endfor}
  ${~s~}  tail
    %{if t}yes%{endif}
  END
)
