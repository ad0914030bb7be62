r = <<-END
    quote " and \n raw
    ${boolstr}
  END

