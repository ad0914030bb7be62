r = <<-END
    %{for x in strs~}
    - ${x}
    %{~endfor}
    ${nullobj.b}
  %{for x in strs~}
  - ${x}
  %{~endfor}
  END

