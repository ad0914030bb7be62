r = <<-END
  line text
  END

