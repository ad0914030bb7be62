r = <<-END
    line text
  line text
    quote " and \n raw
  END

