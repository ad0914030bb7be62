r = <<-X
    %{for x in strs~}
    - ${x}
    %{~endfor}
  line text
      quote " and \n raw
  X

