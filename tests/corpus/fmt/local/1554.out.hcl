r = coalesce("", "  spaced  ") == (<<-END
    %{for x in strs~}
    - ${x}
    %{~endfor}
    %{for x in strs~}
    - ${x}
    %{~endfor}
  END
  ) ? zero : {
  a = true || t,
  (s) : coalesce("", "a")
}
