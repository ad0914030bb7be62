r = <<-END
      quote " and \n raw
  END

