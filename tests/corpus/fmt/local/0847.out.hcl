r = <<-END
  quote " and \n raw
  %{for x in strs~}
  - ${x}
  %{~endfor}
  quote " and \n raw
  END

