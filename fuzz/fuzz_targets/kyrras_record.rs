#![no_main]
use libfuzzer_sys::fuzz_target;

// The seed's record notation: parse, replay, and format -> parse -> format.
fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(record) = text.parse::<kyrras::Record>() {
        let formatted = record.to_string();
        let again: kyrras::Record = formatted.parse().expect("formatted record re-parses");
        assert_eq!(again.to_string(), formatted);
    }
    let _ = kyrras::load_record(text);
});
