r = <<END
${empty}
END

