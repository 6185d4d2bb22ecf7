// Compiles a rust batch and a single rust ID as pasted into test code. The
// bson crate cannot be installed here, so bson::oid is a stand-in with the
// documented signature (bson 2.x and 3.x): ObjectId::parse_str(s: impl
// AsRef<str>) -> Result<ObjectId>, an error unless s is 24 hex digits.
mod bson {
    pub mod oid {
        // The message shows when unwrap panics on a bad ID.
        #[allow(dead_code)]
        #[derive(Debug)]
        pub struct Error(String);

        pub type Result<T> = std::result::Result<T, Error>;

        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct ObjectId {
            id: [u8; 12],
        }

        impl ObjectId {
            pub fn parse_str(s: impl AsRef<str>) -> Result<ObjectId> {
                let s = s.as_ref();
                if s.len() != 24 || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
                    return Err(Error(format!("not 24 hex digits: {}", s)));
                }
                let mut id = [0u8; 12];
                for (i, byte) in id.iter_mut().enumerate() {
                    *byte = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).map_err(|e| Error(e.to_string()))?;
                }
                Ok(ObjectId { id })
            }

            pub fn to_hex(&self) -> String {
                self.id.iter().map(|b| format!("{:02x}", b)).collect()
            }
        }
    }
}

use bson::oid::ObjectId;

fn main() {
    let batch: Vec<ObjectId> = BATCH;
    let one: ObjectId = ONE;
    for id in batch.iter().chain(std::iter::once(&one)) {
        println!("{}", id.to_hex());
    }
}
