r = <<-END
      %{for x in strs~}
      - ${x}
      %{~endfor}
  END

