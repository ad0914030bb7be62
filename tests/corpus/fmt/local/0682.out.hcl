r = <<-X
      %{for x in strs~}
      - ${x}
      %{~endfor}
  X

