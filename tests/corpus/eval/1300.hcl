r = <<-X
      quote " and \n raw
  X

